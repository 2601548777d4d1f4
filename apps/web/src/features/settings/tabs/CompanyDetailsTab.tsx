import { CompanyDetailsForm } from '@/features/company/components/CompanyDetailsForm.tsx';
import { CompanyLoader } from '@/features/company/components/CompanyLoader.tsx';

/** Settings → Company Details (clients). */
export default function CompanyDetailsTab() {
  return (
    <CompanyLoader label="company details">
      {(company) => <CompanyDetailsForm company={company} />}
    </CompanyLoader>
  );
}
