/**
 * A suite's figure: one line, written straight to the terminal (jest buffers console output
 * and prints it with a stack location; a figure is for people reading the run). The same line
 * goes into the README's reliability table when measured in full.
 */
export function reportFigure(suite: string, line: string): void {
  process.stdout.write(`\n[suite ${suite}] ${line}\n`);
}
