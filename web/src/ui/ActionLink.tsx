import { Link } from "react-router-dom";
import styled from "styled-components";

/** A route link that looks like a primary button, side by side with its siblings (e.g. Add / Remove). */
export const ActionLink = styled(Link)`
  flex: 1;
  text-align: center;
  padding: 10px;
  border-radius: 12px;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primary1};
  color: ${({ theme }) => theme.colors.primaryText};
`;
