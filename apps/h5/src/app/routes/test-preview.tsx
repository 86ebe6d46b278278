import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { DeviceTests } from '../../features/test-preview/components/device-tests';
import { ScenarioList } from '../../features/test-preview/components/scenario-list';
import { useScenarios } from '../../features/test-preview/api/get-scenarios';
import { testPreviewText as text } from '../../i18n/en/test-preview';

const JUMPS = Object.entries(text.jumps);

/** The developer page (spec 2 §2.15), in demo mode only: the server answers 404 for it otherwise. */
export function TestPreviewRoute() {
  const { scenarios, failed } = useScenarios();
  const byName = new Map((scenarios ?? []).map((s) => [s.name, s]));
  const jumps = JUMPS.flatMap(([name, title]) => {
    const s = byName.get(name);
    return s ? [{ name, title, screen: s.screen }] : [];
  });
  return (
    <main className="page">
      <NavBar title={text.testPreviewTitle} />
      <div className="page-body">
        <p className="muted">{text.testPreviewIntro}</p>
        {/* The device tests first, and the scenario lists only once they are in: they arrive after the first
            paint, below everything, so nothing on the page moves when they do (no layout shift). */}
        <DeviceTests />
        {failed ? (
          <p className="muted">{text.testPreviewUnavailable}</p>
        ) : (
          scenarios && (
            <>
              <h2>{text.jumpsTitle}</h2>
              <ScenarioList label={text.jumpsTitle} items={jumps} />
              <h2>{text.allTitle}</h2>
              {/* The scenarios' own titles are the server's developer notes, in English whatever the page's language. */}
              <ScenarioList label={text.allTitle} items={scenarios} titlesLang="en" />
            </>
          )
        )}
      </div>
    </main>
  );
}
