// The form rules of the staff and account dialogs, from the contract's limits and patterns.
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { PHONE_PATTERN, SHOP_USER_LIMITS, USERNAME_PATTERN } from '@caremall/contract';

/** The form rules of the staff and account dialogs; the server checks the same ones again. */
export function staffRules(t: TFunction) {
  return {
    nickName: [
      { required: true, whitespace: true, message: t('rules.nickNameRequired') },
      { max: SHOP_USER_LIMITS.nickNameMax, message: t('rules.nickNameTooLong', { max: SHOP_USER_LIMITS.nickNameMax }) },
    ] satisfies Rule[],
    avatar: [{ required: true, message: t('rules.avatarRequired') }] satisfies Rule[],
    code: [{ max: SHOP_USER_LIMITS.codeMax, message: t('rules.codeTooLong', { max: SHOP_USER_LIMITS.codeMax }) }] satisfies Rule[],
    phoneNum: [{ pattern: PHONE_PATTERN, message: t('rules.phoneInvalid') }] satisfies Rule[],
  };
}

export function accountRules(t: TFunction, hasAccount: boolean) {
  return {
    username: [
      { required: true, message: t('account.usernameRequired') },
      { pattern: USERNAME_PATTERN, message: t('account.usernameInvalid') },
    ] satisfies Rule[],
    // Modifying: an empty password keeps the current one, which the server never sends back.
    password: [
      ...(hasAccount ? [] : [{ required: true, message: t('account.passwordRequired') }]),
      { pattern: USERNAME_PATTERN, message: t('account.passwordInvalid') },
    ] satisfies Rule[],
  };
}
