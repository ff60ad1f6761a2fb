import { bumpRecord, compareSurface, requiredBump, surfaceProblems, type SurfaceRecord } from './export-surface';

/** The version rules of @portal/shared's run-time exports, on made-up surfaces. */
const RECORD: SurfaceRecord = {
  version: '1.2.0',
  entries: {
    '.': { apiGet: '1.0.0', toast: '1.0.0', formatDate: '1.2.0' },
    './query': { useQuery: '1.0.0' },
  },
};
const SAME = { '.': ['apiGet', 'formatDate', 'toast'], './query': ['useQuery'] };

describe('a change of the run-time exports needs a version bump', () => {
  it('nothing changed: no problem, nothing to bump', () => {
    expect(surfaceProblems(RECORD, SAME, '1.2.0')).toEqual([]);
    expect(requiredBump(compareSurface(RECORD, SAME))).toBeNull();
    expect(bumpRecord(RECORD, SAME, null)).toBeNull();
  });

  it('an added export needs a minor version and says which command to run', () => {
    const current = { ...SAME, '.': [...SAME['.'], 'sharedNewHelper'] };
    const [problem, ...rest] = surfaceProblems(RECORD, current, '1.2.0');
    expect(rest).toEqual([]);
    expect(problem).toContain('+ sharedNewHelper (@portal/shared)');
    expect(problem).toContain('needs a minor version (1.2.0 → 1.3.0)');
    expect(problem).toContain('Run `pnpm shared:bump`');
  });

  it('a removed or renamed export needs a major version', () => {
    const current = { '.': ['apiGet', 'formatDay', 'toast'], './query': ['useQuery'] };
    const [problem] = surfaceProblems(RECORD, current, '1.2.0');
    expect(problem).toContain('- formatDate (@portal/shared)');
    expect(problem).toContain('+ formatDay (@portal/shared)');
    expect(problem).toContain('needs a major version (1.2.0 → 2.0.0)');
  });

  it('a new entry point counts as added exports; a dropped one as removed', () => {
    expect(requiredBump(compareSurface(RECORD, { ...SAME, './media': ['decrypt'] }))).toBe('minor');
    expect(requiredBump(compareSurface(RECORD, { '.': SAME['.'] }))).toBe('major');
  });

  it('a version changed by hand, without the record, is refused', () => {
    const [problem] = surfaceProblems(RECORD, SAME, '1.2.1');
    expect(problem).toContain('shared/package.json says 1.2.1 but shared/export-surface.json was written for 1.2.0');
    expect(problem).toContain('pnpm shared:bump');
  });
});

describe('pnpm shared:bump', () => {
  it('moves the version by what the change needs, new names carrying it and old ones keeping theirs', () => {
    const current = { ...SAME, '.': [...SAME['.'], 'sharedNewHelper'] };
    expect(bumpRecord(RECORD, current, null)).toEqual({
      version: '1.3.0',
      entries: {
        '.': { apiGet: '1.0.0', formatDate: '1.2.0', sharedNewHelper: '1.3.0', toast: '1.0.0' },
        './query': { useQuery: '1.0.0' },
      },
    });
  });

  it('asked for less than the change needs, it still takes the needed step', () => {
    const current = { '.': ['apiGet', 'toast'], './query': ['useQuery'] };
    expect(bumpRecord(RECORD, current, 'patch')?.version).toBe('2.0.0');
  });

  it('asked for a patch with no export change (a fix), it moves the patch number only', () => {
    expect(bumpRecord(RECORD, SAME, 'patch')).toEqual({ ...RECORD, version: '1.2.1' });
  });
});
