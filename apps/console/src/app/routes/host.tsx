import { HostSimulator } from '../../features/host-simulator/components/host-simulator';

export function HostRoute() {
  return <HostSimulator />;
}
