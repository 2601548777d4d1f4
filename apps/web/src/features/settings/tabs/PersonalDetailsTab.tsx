import { PersonalDetailsPage } from '@/features/profile-details/components/PersonalDetailsPage.tsx';

/** Settings → Personal details. */
export default function PersonalDetailsTab() {
  return <PersonalDetailsPage />;
}
