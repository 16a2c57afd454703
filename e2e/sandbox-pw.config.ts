import base from './playwright.config';
export default { ...base, testDir: '/work/wt/sandbox/e2e/tests', webServer: undefined };
