import { ProfileEditor } from '@/features/developer-profile/components/ProfileEditor.tsx';

/** /settings/profile (Settings area): the developer profile editor. */
export default function ProfileTab() {
  return <ProfileEditor />;
}
