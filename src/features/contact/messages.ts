/** Contact form messages, letter for letter from part 1 §5 and §8. */
export const CONTACT_MESSAGES = {
  success: '✅ Message sent successfully!',
  failure: '❌ Failed to send message. Try again later.',
  termsNotAccepted: '❌ Please accept the Terms and Conditions',
  captchaFailed: '❌ CAPTCHA verification failed. Please try again.',
} as const;
