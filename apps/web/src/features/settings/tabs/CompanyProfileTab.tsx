import { CompanyLoader } from '@/features/company/components/CompanyLoader.tsx';
import { CompanyProfileForm } from '@/features/company/components/CompanyProfileForm.tsx';

/** Settings → Company Profile (clients). */
export default function CompanyProfileTab() {
  return (
    <CompanyLoader label="company profile">
      {(company) => <CompanyProfileForm company={company} />}
    </CompanyLoader>
  );
}
