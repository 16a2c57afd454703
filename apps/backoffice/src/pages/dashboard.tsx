import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

/** Start page: who is signed in. The screens of each role are added by later issues (docs/operator-guide.md). */
export function Dashboard() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Back office" />
      <CardContent>
        <Typography variant="h6">Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
        <Typography>Use the menu for the screens your role can open.</Typography>
      </CardContent>
    </Card>
  );
}
