// jsdom without the web platform pieces Node already has (TextEncoder for react-router,
// fetch/Response for code that reads JSON): lend them from Node so tests run real code paths.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = ['TextEncoder', 'TextDecoder', 'Response', 'Request', 'Headers', 'fetch', 'ReadableStream', 'structuredClone'];

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = PortalJsdomEnvironment;
