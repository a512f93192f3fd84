// useLocales on a load whose antd texts are not in yet: the render that waited for them is replayed when they are.
import { startTransition, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

it('a component that waited for antd’s texts is drawn without React recovering from an error', async () => {
  // A copy of the module whose texts are not loaded yet, as on a load that has shown no antd so far.
  vi.resetModules();
  const { useLocales, i18nReady } = await import('./index');
  const recovered: unknown[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
  function Scope() {
    useLocales();
    return (
      <p>
        {useSyncExternalStore(
          () => () => {},
          () => 'drawn',
        )}
      </p>
    );
  }
  // As a navigation renders the next screen: in a transition, which React replays once the wait is over.
  await act(async () =>
    startTransition(() =>
      root.render(
        <Suspense fallback="waiting">
          <Scope />
        </Suspense>,
      ),
    ),
  );
  await vi.waitFor(() => expect(container.textContent).toBe('drawn'));
  expect(recovered).toEqual([]);
  root.unmount();
  container.remove();
  // The copy initialised i18next again: the files after this one find the detected language loaded, as before.
  await i18nReady;
});
