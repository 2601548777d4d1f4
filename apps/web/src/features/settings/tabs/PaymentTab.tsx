import { PaymentMethodsPanel } from '@/features/payouts/components/PaymentMethodsPanel.tsx';

/** /settings/payment (Payment methods page). */
export default function PaymentTab() {
  return <PaymentMethodsPanel />;
}
