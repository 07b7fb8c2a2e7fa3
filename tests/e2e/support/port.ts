export const E2E_PORT = 3100;
