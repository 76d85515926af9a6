// The side page (docs/tablelink.md): written by the table link issue.
