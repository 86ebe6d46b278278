import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { DeviceTests } from '../../features/test-preview/components/device-tests';
import { ScenarioList } from '../../features/test-preview/components/scenario-list';
import { useScenarios } from '../../features/test-preview/api/get-scenarios';
import { testPreviewText } from '../../i18n/en/test-preview';

export function TestPreviewRoute() {
  const { scenarios, failed } = useScenarios();
  return (
    <main className="page">
      <NavBar title={testPreviewText.testPreviewTitle} />
      <div className="page-body">
        <p className="muted">{testPreviewText.testPreviewIntro}</p>
        <ScenarioList scenarios={scenarios} failed={failed} />
        <DeviceTests />
      </div>
    </main>
  );
}
