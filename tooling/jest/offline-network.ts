/**
 * Unit tests never touch a network. A request that a test does not answer itself (a header
 * polling messages while a routing test renders it, say) fails at once as a network error,
 * inside the test that made it. Left to jsdom's real XHR it would go on after the test file
 * ended and, in the single in-band jest process of a 2-core machine, set the run's exit code
 * to 1 with every test green.
 */
import { http } from '../../shared/src/api/client';
import { failWith } from '../../shared/src/api/test-adapter';

beforeEach(() => {
  http.defaults.adapter = failWith('ERR_NETWORK');
});
