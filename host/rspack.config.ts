import { defineApp } from '@portal/build-config';

export default defineApp({ kind: 'host' });
