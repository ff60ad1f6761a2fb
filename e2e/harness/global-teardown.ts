import fs from 'node:fs';
import { CANARY_DIST } from './paths';

export default function globalTeardown(): void {
  fs.rmSync(CANARY_DIST, { recursive: true, force: true });
}
