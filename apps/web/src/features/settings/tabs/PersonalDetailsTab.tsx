import { PersonalDetailsPage } from '@/features/profile-details/components/PersonalDetailsPage.tsx';

/** Settings → Personal details (spec 002 §2, §5). */
export default function PersonalDetailsTab() {
  return <PersonalDetailsPage />;
}
