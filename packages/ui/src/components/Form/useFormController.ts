import { useEffect, useMemo, useRef, useSyncExternalStore, type DependencyList } from 'react';
import {
  createFormController,
  type FormController,
  type FormControllerOptions,
  type FormState,
} from '../../core/form-controller';

/**
 * A form controller (`createFormController`) for one component: made anew when `deps` change (another
 * record), loaded on mount, disposed on unmount. The options are read when called, so closures over
 * the latest props are used without making a new controller. Returns the state and the controller.
 */
export function useFormController<T extends object>(
  options: FormControllerOptions<T>,
  deps: DependencyList,
): readonly [FormState<T>, FormController<T>] {
  const latest = useRef(options);
  latest.current = options;
  const controller = useMemo(
    () =>
      createFormController<T>({
        load: () => latest.current.load(),
        save: (draft) => latest.current.save(draft),
        validate: (draft) => latest.current.validate?.(draft) ?? {},
        isCreate: options.isCreate,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
  useEffect(() => {
    void controller.load();
    return () => controller.dispose();
  }, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return [state, controller] as const;
}
