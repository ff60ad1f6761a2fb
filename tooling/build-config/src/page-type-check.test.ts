import path from 'node:path';
import remoteList from '../../../portal-remotes.json';
import type { RemoteRouteMeta } from '@portal/shared/types';
import { pageTypeProblems } from './page-type-check';
import { exposedPages, type ExposedPage } from './page-types';

/**
 * Every page a remote exposes is a component the host can render as `<Page />`: a default export
 * of type ComponentType with no required props. Checked on the sources of every remote in the
 * workspace (portal-remotes.json), so a page that breaks the contract fails `pnpm test`.
 */
const ROOT = path.resolve(__dirname, '../../..');

function pagesOf(folder: string, container: string): ExposedPage[] {
  const { routes } = require(path.join(ROOT, folder, 'src/routes.ts')) as { routes: RemoteRouteMeta[] };
  return exposedPages(container, path.join(ROOT, folder), routes);
}

const allPages = remoteList.remotes.flatMap((remote) => pagesOf(remote.folder, remote.container));

it('every exposed page of every remote is a component the host can render without props', () => {
  expect(allPages.length).toBeGreaterThan(remoteList.remotes.length);
  expect(pageTypeProblems(allPages)).toEqual([]);
}, 60000);

describe('the check fails, naming the page, when an exposed page', () => {
  // Pages the compiler sees beside the real ones, never written to disk.
  const dir = path.join(ROOT, 'remote-games/src/pages');
  const fake = (name: string, text: string): [ExposedPage, Record<string, string>] => {
    const file = path.join(dir, `${name}.tsx`);
    return [{ remote: 'remote_games', module: `./pages/${name}`, file }, { [file]: text }];
  };

  it('needs a prop the host does not pass', () => {
    const [page, files] = fake('needs-props', 'export default function NeedsProps({ id }: { id: string }) { return <p>{id}</p>; }');
    const problems = pageTypeProblems([page], files);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('remote_games ./pages/needs-props');
    expect(problems[0]).toContain('component the host can render with no props');
  }, 60000);

  it('has no default export', () => {
    const [page, files] = fake('no-default', 'export function Named() { return <p>x</p>; }');
    expect(pageTypeProblems([page], files).join('\n')).toContain('remote_games ./pages/no-default');
  }, 60000);

  it('exports something that is not a component', () => {
    const [page, files] = fake('not-a-component', "export default { title: '不是组件' };");
    expect(pageTypeProblems([page], files)).toHaveLength(1);
  }, 60000);

  it('passes a component with optional props only', () => {
    const [page, files] = fake('optional-props', 'export default function Fine({ tab }: { tab?: string }) { return <p>{tab}</p>; }');
    expect(pageTypeProblems([page], files)).toEqual([]);
  }, 60000);
});
