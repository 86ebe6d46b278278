// spec 2 §2.5: the native back action shows the 'Point out' retention pop-up when isPopType is 1 and reports the
// event handled; otherwise the host does its default (docs/NATIVE-BRIDGE.md).
import { useCallback, useEffect, useRef, useState } from 'react';
import { onNativeEvent } from '../../../lib/bridge';

export function useRetention(isPopType: number | undefined): { open: boolean; dismiss: () => void } {
  const [open, setOpen] = useState(false);
  const popType = useRef(isPopType);
  useEffect(() => {
    popType.current = isPopType;
  }, [isPopType]);
  useEffect(() => {
    const off = onNativeEvent('back', () => {
      if (popType.current !== 1) return false;
      setOpen(true);
      return true;
    });
    return () => {
      off();
    };
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  return { open, dismiss };
}
