import { useMemo, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { useAppDispatch, useAppSelector } from "../../../app/hooks";
import { ErrorText, HeaderRow, IconButton, Muted, SmallButton, TextInput } from "../../tokens/components/styles";
import { defaultListUrl, isDefaultListUrl } from "../defaultLists";
import { resolveSelectedListUrl, useFetchListCallback, useListsByUrl } from "../hooks";
import { isValidListInput } from "../listInput";
import { addList, removeList, selectList } from "../listsSlice";
import { formatListVersion } from "../updatePolicy";

const AddRow = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 4px;
`;
const ListRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  align-items: center;
  padding: 10px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div {
    overflow-wrap: anywhere;
  }
`;
const Buttons = styled.div`
  display: flex;
  gap: 6px;
`;

export const REMOVE_LIST_PROMPT = "Please confirm you would like to remove this list by typing REMOVE";

/**
 * Manage Lists (spec §2, §5): add a list by URL or ENS name, select one, remove one after typing REMOVE.
 * The default lists are one per chain; only the active chain's is shown.
 */
export function ManageLists({ chainId, onBack }: { chainId: number; onBack: () => void }) {
  const dispatch = useAppDispatch();
  const byUrl = useListsByUrl();
  const selectedUrl = resolveSelectedListUrl(useAppSelector((state) => state.lists.selectedListUrl), chainId);
  const fetchList = useFetchListCallback(chainId);
  const [input, setInput] = useState("");
  const [addError, setAddError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const valid = isValidListInput(input);

  const urls = useMemo(
    () => Object.keys(byUrl).filter((url) => !isDefaultListUrl(url) || url === defaultListUrl(chainId)),
    [byUrl, chainId],
  );

  const add = async () => {
    const url = input.trim();
    if (!isValidListInput(url) || adding) return;
    setAdding(true);
    setAddError(undefined);
    const existed = Boolean(byUrl[url]);
    dispatch(addList(url));
    try {
      await fetchList(url);
      setInput("");
    } catch (error) {
      setAddError(error instanceof Error ? error.message : String(error));
      if (!existed) dispatch(removeList(url)); // spec §8: a failed add removes the entry
    } finally {
      setAdding(false);
    }
  };

  const remove = (url: string) => {
    if (window.prompt(REMOVE_LIST_PROMPT) === "REMOVE") dispatch(removeList(url));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") void add();
  };

  return (
    <div data-testid="manage-lists">
      <HeaderRow>
        <IconButton type="button" aria-label="Back" onClick={onBack}>
          ←
        </IconButton>
        <h2>Manage Lists</h2>
        <span />
      </HeaderRow>
      <label htmlFor="list-add-input">
        <Muted>Add a list</Muted>
      </label>
      <AddRow>
        <TextInput
          id="list-add-input"
          data-testid="list-add-input"
          type="text"
          placeholder="https:// or ipfs:// or ENS name"
          autoComplete="off"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setAddError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <SmallButton type="button" data-testid="list-add-button" disabled={!valid || adding} onClick={() => void add()}>
          Add
        </SmallButton>
      </AddRow>
      {addError && <ErrorText data-testid="list-add-error">{addError}</ErrorText>}
      <div style={{ marginTop: 12 }}>
        {urls.map((url) => {
          const list = byUrl[url];
          const current = list?.current;
          const tokenCount = current ? current.tokens.filter((token) => token.chainId === chainId).length : 0;
          const isSelected = url === selectedUrl;
          return (
            <ListRow key={url} data-testid="list-row">
              <div>
                <div style={{ fontWeight: 600 }}>{current?.name ?? url}</div>
                <Muted>
                  {current ? `${formatListVersion(current)} · ${tokenCount} tokens` : list?.loadingRequestId ? "Loading…" : ""}
                </Muted>
                <div>
                  <Muted>{url}</Muted>
                </div>
                {list?.error && <ErrorText>{list.error}</ErrorText>}
              </div>
              <Buttons>
                <SmallButton type="button" disabled={isSelected || !current} onClick={() => dispatch(selectList(url))}>
                  {isSelected ? "Selected" : "Select"}
                </SmallButton>
                <SmallButton type="button" aria-label={`Remove ${url}`} disabled={urls.length <= 1} onClick={() => remove(url)}>
                  Remove
                </SmallButton>
              </Buttons>
            </ListRow>
          );
        })}
      </div>
    </div>
  );
}
