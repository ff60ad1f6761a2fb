import path from 'node:path';
import ts from 'typescript';
import type { ExposedPage } from './page-types';

/**
 * Checks the type contract of exposed pages (page-types.ts) from the sources: one small program
 * asks the compiler for the declared type of each page's default export only, a few seconds for
 * every remote together, instead of emitting declarations (which costs as much as a typecheck per
 * remote). Kept out of the build config's own imports: builds do not load the compiler.
 */
/**
 * What is wrong with the pages' declared types, one line per page; empty when the host can render
 * every one. `extraFiles` (path → text) adds files the compiler sees without them being on disk.
 */
export function pageTypeProblems(pages: readonly ExposedPage[], extraFiles: Record<string, string> = {}): string[] {
  if (pages.length === 0) return [];
  const firstPage = pages[0] as ExposedPage;
  // Beside the first page, so `react` resolves as it does for the pages themselves.
  const checkFile = path.join(path.dirname(firstPage.file), '__exposed-page-types__.ts');
  const lines = ["import type { ComponentType } from 'react';"];
  const pageAtLine = new Map<number, ExposedPage>();
  pages.forEach((page, index) => {
    const specifier = page.file.replace(/\.tsx?$/, '');
    lines.push(`import * as page${index} from ${JSON.stringify(specifier)};`);
  });
  pages.forEach((page, index) => {
    pageAtLine.set(lines.length, page);
    lines.push(`export const exposed${index}: { default: ComponentType } = page${index};`);
  });
  const files: Record<string, string> = { ...extraFiles, [checkFile]: lines.join('\n') };

  const options = compilerOptions(firstPage.file);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => files[file] ?? readFile(file);
  host.fileExists = (file) => file in files || fileExists(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files[file];
    return text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([checkFile], options, host);
  const source = program.getSourceFile(checkFile);
  if (!source) throw new Error(`the page type check could not read ${checkFile}`);

  const problems: string[] = [];
  for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
    const line = diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
    const page = pageAtLine.get(line) ?? pages.find((_, index) => line === index + 1);
    const where = page ? `${page.remote} ${page.module} (${path.relative(process.cwd(), page.file)})` : checkFile;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    problems.push(`${where}: the default export must be a component the host can render with no props.\n    ${message}`);
  }
  return problems;
}

/** The remote's own compiler options (its tsconfig, which extends the workspace's), without emitting. */
function compilerOptions(pageFile: string): ts.CompilerOptions {
  const configFile = ts.findConfigFile(path.dirname(pageFile), ts.sys.fileExists);
  if (!configFile) throw new Error(`no tsconfig.json above ${pageFile}`);
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  // Only the pages' types are asked for: no test-runner globals, nothing written.
  return { ...parsed.options, types: [], noEmit: true };
}
