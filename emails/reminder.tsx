// Reminders share the "your turn" layout: after 24 hours of waiting, and before a time limit.
import { renderEmail } from "./layout";
import { YourTurnEmail, yourTurnSubject, type YourTurnEmailProps } from "./your-turn";

export type ReminderEmailProps = Omit<YourTurnEmailProps, "variant"> & { variant: "reminder" | "deadline" };

export function ReminderEmail(p: ReminderEmailProps) {
  return <YourTurnEmail {...p} />;
}

export function renderReminderEmail(p: ReminderEmailProps) {
  return renderEmail(yourTurnSubject(p), <ReminderEmail {...p} />);
}

export default ReminderEmail;
