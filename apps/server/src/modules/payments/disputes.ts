// Placeholder until the refunds branch lands (it replaces this file).
import type { AppContext } from '../../app-context';
import type { PaymentEvent } from './provider';

export async function recordDispute(_ctx: AppContext, _e: Extract<PaymentEvent, { type: 'dispute.created' }>): Promise<void> {}
