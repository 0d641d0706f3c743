import { Form } from 'antd';
import type { ReactNode } from 'react';
import { ContactWithCaptcha } from '../../../components/contact-with-captcha';
import { type CodeCredentials, sendCaptcha } from '../api';

/** The sign-in tab by a code sent to the mobile number or e-mail; loaded when the tab is first opened. */
export default function CodeSignInForm({
  onFinish,
  remember,
  submitButton,
}: {
  onFinish: (values: CodeCredentials) => void;
  remember: ReactNode;
  submitButton: ReactNode;
}) {
  return (
    <Form<CodeCredentials>
      layout="vertical"
      size="large"
      initialValues={{ username: '', captcha: '', remember: false }}
      onFinish={onFinish}
      requiredMark={false}
    >
      <ContactWithCaptcha name="username" send={(content) => sendCaptcha(content, 'login')} />
      {remember}
      {submitButton}
    </Form>
  );
}
