import { AgreementPage } from '../../features/promotion/components/agreement-page';

export function AgreementTemplateRoute() {
  return (
    <main>
      <AgreementPage />
    </main>
  );
}
