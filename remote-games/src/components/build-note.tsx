import { REMOTE_BUILD } from '../remote-build';

/**
 * The games section's build label at the foot of its home page: support can tell which build a
 * player saw, and ops can check that an environment switched builds.
 */
export function BuildNote() {
  return (
    <p className="pg-build-note">
      游戏频道 · 版本 <span data-testid="remote-build">{REMOTE_BUILD.label}</span>
    </p>
  );
}
