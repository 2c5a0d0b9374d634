// The English wording for assertions: a component test finds what a fan reads by the same
// message the component formats, so a changed message changes both.
import english from '../../src/domain/i18n/messages/en/index';
import { createTranslate } from '../../src/domain/i18n/translate';

export const en = createTranslate('en', english);
export { english };
