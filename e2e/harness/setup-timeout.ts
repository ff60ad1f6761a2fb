// Browser journeys start servers and wait on real networks: longer than jest's 5 s default.
jest.setTimeout(60_000);
