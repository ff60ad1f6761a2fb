import { defineApp } from '@portal/build-config';
import { routes } from './src/routes';

export default defineApp({ kind: 'remote', name: 'remote_account', routes });
