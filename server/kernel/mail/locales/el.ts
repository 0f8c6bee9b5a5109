import type { MailStrings } from '../mail-strings';

/** Greek (el): Ελληνικά. */
export const strings: MailStrings = {
  orOpenLink: 'Ή ανοίξτε αυτόν τον σύνδεσμο:',
  ignore: 'Αν δεν ζητήσατε αυτό το email, μπορείτε να το αγνοήσετε.',
  email_verification: {
    subject: 'Επαληθεύστε το email σας στο {{ projectDisplayName }}',
    sharedSubject: 'Επαληθεύστε τη διεύθυνση email σας',
    heading: 'Επαληθεύστε το email σας',
    paragraph: 'Επιβεβαιώστε αυτή τη διεύθυνση email για τον λογαριασμό σας στο {{ projectDisplayName }}.',
    button: 'Επαλήθευση του email μου',
    text: 'Επαληθεύστε το email σας στο {{ projectDisplayName }} ανοίγοντας αυτόν τον σύνδεσμο:',
  },
  password_reset: {
    subject: 'Επαναφέρετε τον κωδικό πρόσβασής σας στο {{ projectDisplayName }}',
    sharedSubject: 'Επαναφέρετε τον κωδικό πρόσβασής σας',
    heading: 'Επαναφορά κωδικού πρόσβασης',
    paragraph: 'Κάποιος ζήτησε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας στο {{ projectDisplayName }}.',
    button: 'Επιλογή νέου κωδικού πρόσβασης',
    text: 'Επαναφέρετε τον κωδικό πρόσβασής σας στο {{ projectDisplayName }} ανοίγοντας αυτόν τον σύνδεσμο:',
  },
  magic_link: {
    subject: 'Σύνδεση στο {{ projectDisplayName }}: Ο κωδικός σας είναι {{ otp }}',
    sharedSubject: 'Ο κωδικός σύνδεσής σας είναι {{ otp }}',
    heading: 'Σύνδεση στο {{ projectDisplayName }}',
    paragraph: 'Ο κωδικός σύνδεσής σας είναι:',
    button: 'Σύνδεση',
    text: 'Ο κωδικός σας για σύνδεση στο {{ projectDisplayName }} είναι {{ otp }}\n\nΉ συνδεθείτε ανοίγοντας αυτόν τον σύνδεσμο:',
  },
  team_invitation: {
    subject: 'Έχετε προσκληθεί να γίνετε μέλος της ομάδας {{ teamDisplayName }}',
    sharedSubject: 'Έχετε προσκληθεί να γίνετε μέλος μιας ομάδας',
    heading: 'Γίνετε μέλος της ομάδας {{ teamDisplayName }}',
    paragraph: 'Έχετε προσκληθεί να γίνετε μέλος της ομάδας {{ teamDisplayName }} στο {{ projectDisplayName }}.',
    button: 'Αποδοχή πρόσκλησης',
    text: 'Έχετε προσκληθεί να γίνετε μέλος της ομάδας {{ teamDisplayName }} στο {{ projectDisplayName }}. Αποδεχτείτε ανοίγοντας αυτόν τον σύνδεσμο:',
  },
  sign_in_invitation: {
    subject: 'Έχετε προσκληθεί να συνδεθείτε στο {{ projectDisplayName }}',
    sharedSubject: 'Έχετε προσκληθεί να συνδεθείτε',
    heading: 'Σύνδεση στο {{ projectDisplayName }}',
    paragraph: 'Έχετε προσκληθεί να συνδεθείτε στο {{ projectDisplayName }}.',
    button: 'Σύνδεση',
    text: 'Έχετε προσκληθεί να συνδεθείτε στο {{ projectDisplayName }}. Ανοίξτε αυτόν τον σύνδεσμο για να συνδεθείτε:',
  },
};
