// Reliability suites start real servers and drive them for minutes in their full form.
jest.setTimeout(45 * 60_000);
