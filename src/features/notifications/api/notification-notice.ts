/** What an action has to tell the vendor at once (SPEC 8 texts or a failure), shown as an alert. */
export interface NotificationNotice {
  severity: 'info' | 'error';
  text: string;
}
