import { requireBuilds } from '../../harness/require-builds';

export default function globalSetup(): void {
  requireBuilds();
}
