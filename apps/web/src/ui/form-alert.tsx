import type { ReactNode } from 'react';
import classes from './form-alert.module.css';

/** The reason a form could not be sent, above its fields (role alert: read out when it appears). */
export function FormAlert({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div role="alert" className={classes.alert}>
      {icon && <span className={classes.icon}>{icon}</span>}
      <div>{children}</div>
    </div>
  );
}
