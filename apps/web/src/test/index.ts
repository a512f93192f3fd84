export { fakeApi, envelopeOf, type FakeApi, type RecordedCall } from './fake-api';
export { libraryPicture } from './pictures';
export { renderScreen, type RenderOptions } from './render';
