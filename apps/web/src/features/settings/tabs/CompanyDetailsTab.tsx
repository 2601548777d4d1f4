import { CompanyDetailsForm } from '@/features/company/components/CompanyDetailsForm.tsx';
import { CompanyLoader } from '@/features/company/components/CompanyLoader.tsx';

/** Settings → Company Details (clients; spec 002 §2, §5). */
export default function CompanyDetailsTab() {
  return (
    <CompanyLoader label="company details">
      {(company) => <CompanyDetailsForm company={company} />}
    </CompanyLoader>
  );
}
