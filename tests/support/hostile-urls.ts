/** Values a careless or compromised backend could send where the contract expects a URL. */
export const HOSTILE_URLS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:application/pdf;base64,JVBERi0=',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/0b1c',
  'file:///etc/passwd',
  'ftp://files.example/report.pdf',
  'mailto:someone@example.com',
  'http://[::1',
];
