import { PaymentMethodsPanel } from '@/features/payouts/components/PaymentMethodsPanel.tsx';

/** /settings/payment (spec 002 §2 Payment methods page). */
export default function PaymentTab() {
  return <PaymentMethodsPanel />;
}
