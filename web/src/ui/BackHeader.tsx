import styled from "styled-components";
import { Link } from "react-router-dom";

const Row = styled.div`
  display: grid;
  grid-template-columns: 32px 1fr 32px;
  align-items: center;
  margin-bottom: 16px;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 10px;
  color: ${({ theme }) => theme.colors.text1};
  text-decoration: none;
  font-size: 20px;
  &:hover {
    background: ${({ theme }) => theme.colors.bg2};
  }
`;

const Title = styled.h1`
  margin: 0;
  text-align: center;
  font-size: 20px;
  font-weight: 600;
`;

/** A page title with a back arrow (e.g. 'Import Pool' ← /pool). */
export function BackHeader({ to, title, backLabel }: { to: string; title: string; backLabel: string }) {
  return (
    <Row>
      <BackLink to={to} aria-label={backLabel}>
        ←
      </BackLink>
      <Title>{title}</Title>
      <span />
    </Row>
  );
}
