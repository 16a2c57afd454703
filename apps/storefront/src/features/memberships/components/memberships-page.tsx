/**
 * /memberships (spec 01 §2 "Membership routes"): the packages with their description (Read More /
 * Read Less at the configured length), price from, and Join and Renew buttons. Renew leads to
 * member validation (/memberships/membervalidate/{id}).
 */
import { membershipMessages } from '@gt/domain/membership';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ReadMore } from '../../../components/read-more';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useNotifyError } from '../../../stores/notifier';
import { useMembershipPackages } from '../api/memberships-api';

export function MembershipsPage() {
  const config = usePublicConfig();
  const { data, error, isLoading } = useMembershipPackages();
  useNotifyError(error);
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {config.Headings.Memberships || 'Memberships'}
      </Typography>
      {!isLoading && data?.length === 0 && <Typography>{membershipMessages.noPackages}</Typography>}
      <Grid container spacing={3}>
        {(data ?? []).map((p) => (
          <Grid key={p.MembershipPackageID} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              variant="outlined"
              component="article"
              aria-labelledby={`package-${p.MembershipPackageID}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography id={`package-${p.MembershipPackageID}`} variant="h2" component="h2" gutterBottom>
                  {p.PackageName}
                </Typography>
                <ReadMore text={p.Description} length={config.ReadMoreLength} />
              </CardContent>
              <CardActions>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={paths.membershipJoin.to(p.MembershipPackageID)}
                  aria-label={`Join ${p.PackageName}`}
                >
                  Join
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.membershipValidate.to(p.MembershipPackageID)}
                  aria-label={`Renew ${p.PackageName}`}
                >
                  Renew
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
