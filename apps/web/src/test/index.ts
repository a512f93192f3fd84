export { fakeApi, envelopeOf, type FakeApi, type RecordedCall } from './fake-api';
export { renderScreen, type RenderOptions } from './render';
