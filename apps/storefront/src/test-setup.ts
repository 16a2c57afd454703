import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { EverythingOnScreen } from './testing/intersection-observer';

globalThis.IntersectionObserver = EverythingOnScreen as unknown as typeof IntersectionObserver;

afterEach(cleanup);
