import { ProfileEditor } from '@/features/developer-profile/components/ProfileEditor.tsx';

/** /settings/profile (spec 002 §2 Settings area): the developer profile editor. */
export default function ProfileTab() {
  return <ProfileEditor />;
}
