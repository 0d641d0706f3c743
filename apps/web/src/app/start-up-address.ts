import { adoptTokenFromUrl } from '../auth/session';
import { captureWechatReturn } from '../components/wechat';

// Imported first by main.tsx, so this runs before the router is created and reads the address: what the address
// carried for start-up (a token, WeChat's code) is taken out of it first.
adoptTokenFromUrl();
captureWechatReturn();
