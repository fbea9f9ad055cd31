"""controlspec lsp driven by a real client (pytest-lsp), over the built executable's stdin and stdout.

Run by LanguageServerClientTests (swift test), or by hand:
    CONTROLSPEC=.build/debug/controlspec python3 -m pytest Tests/LanguageServerClient
"""
import asyncio
import json
import os
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

CONTROLSPEC = os.environ.get("CONTROLSPEC", ".build/debug/controlspec")

KNOB = """controlspec: 1
name: Dial
kind: knob
summary: "Lautstärke 🎚️😀"
size: 64x64
track:
  lineWidht: 3
value: { min: -5, max: 5, step: 0.5 }
angles: { start: -0.75pi, end: 0.75pi, zero: up }
accessibility: { label: Balance }
"""


@pytest_lsp.fixture(
    params=["visual-studio-code", "neovim"],
    config=ClientServerConfig(server_command=[CONTROLSPEC, "lsp", "--stdio"]),
)
async def client(request, lsp_client: LanguageClient):
    params = types.InitializeParams(capabilities=client_capabilities(request.param))
    result = await lsp_client.initialize_session(params)
    assert result.server_info.name == "controlspec"
    yield
    await lsp_client.shutdown_session()


def open_spec(client: LanguageClient, uri: str, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )


async def diagnostics_of(client: LanguageClient, uri: str):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


async def test_diagnostics_as_you_type_with_utf16_ranges(client: LanguageClient):
    uri = "untitled:Dial.control.yaml"
    open_spec(client, uri, KNOB)
    found = await diagnostics_of(client, uri)
    assert [d.code for d in found] == ["unknown-key"]
    typo = found[0]
    assert typo.severity == types.DiagnosticSeverity.Error
    assert typo.source == "controlspec"
    assert "did you mean 'lineWidth'" in typo.message
    assert typo.range == types.Range(start=types.Position(line=6, character=2), end=types.Position(line=6, character=11))

    # An error after astral characters: 'hnit' starts after two UTF-16 units per emoji.
    changed = KNOB.replace("lineWidht", "lineWidth").replace("label: Balance }", 'label: "😀😀", hnit: x }')
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=changed)],
        )
    )
    found = await diagnostics_of(client, uri)
    assert [d.code for d in found] == ["unknown-key"]
    line = changed.splitlines()[9]
    offset = len(line[: line.index("hnit")].encode("utf-16-le")) // 2
    assert offset != line.index("hnit")
    assert found[0].range.start == types.Position(line=9, character=offset)


async def test_hover_completion_and_quick_fix(client: LanguageClient):
    uri = "untitled:Typo.control.yaml"
    open_spec(client, uri, KNOB)
    found = await diagnostics_of(client, uri)

    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=1))
    )
    assert "`size`" in hover.contents.value

    items = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=6, character=2))
    )
    assert {"lineWidth", "color"} <= {item.label for item in items.items}

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=found[0].range,
            context=types.CodeActionContext(diagnostics=list(found)),
        )
    )
    fixes = [a for a in actions if isinstance(a, types.CodeAction) and a.kind == types.CodeActionKind.QuickFix]
    assert len(fixes) == 1
    edit = fixes[0].edit.changes[uri][0]
    assert edit.new_text == "lineWidth"
    assert edit.range == found[0].range


async def test_colour_swatches(client: LanguageClient):
    uri = "untitled:Colours.control.yaml"
    open_spec(client, uri, KNOB.replace("  lineWidht: 3", "  color: { light: '#ff0000', dark: systemBlue }"))
    await diagnostics_of(client, uri)
    colours = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert colours[0].color == types.Color(red=1.0, green=0.0, blue=0.0, alpha=1.0)
    assert len([c for c in colours if c.range.start.line == 6]) >= 3


async def test_preview_command_opens_the_gallery(client: LanguageClient, tmp_path: pathlib.Path):
    spec = tmp_path / "Dial.control.yaml"
    text = KNOB.replace("lineWidht", "lineWidth")
    spec.write_text(text, encoding="utf-8")
    uri = spec.as_uri()
    open_spec(client, uri, text)
    assert list(await diagnostics_of(client, uri)) == []
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    # lsprotocol reads a CodeAction carrying a command as a Command (it keys the union on
    # "command"), so the action is found by its title and its command is run as the editor would.
    assert any(a.title == "Write previews and open the gallery" for a in actions)
    await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="controlspec.preview", arguments=[uri])
    )
    # The request to open the gallery follows the command's response.
    for _ in range(100):
        if client.shown_documents:
            break
        await asyncio.sleep(0.05)
    gallery = tmp_path / "Previews" / "index.html"
    assert gallery.exists()
    assert [d.uri for d in client.shown_documents] == [gallery.as_uri()]


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_messages(output: bytes):
    messages = []
    while output:
        header, _, rest = output.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        output = rest[length:]
    return messages


def test_garbage_on_stdin_is_answered_and_survived():
    """Raw bytes through the real pipe: bad headers, bad JSON, unknown methods, then a clean exit."""
    stream = b"".join(
        [
            b"Content-Length: nope\r\n\r\n{}",
            frame(b'{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}'),
            frame(b'{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}'),
            frame(b"{not json"),
            frame(b'{"jsonrpc":"2.0","id":3,"method":"no/such/method"}'),
            b"Content-Length: 999999999\r\n\r\n",
        ]
    )
    rest = frame(b'{"jsonrpc":"2.0","id":4,"method":"shutdown"}') + frame(b'{"jsonrpc":"2.0","method":"exit"}')
    done = subprocess.run([CONTROLSPEC, "lsp"], input=stream, capture_output=True, timeout=60)
    messages = read_messages(done.stdout)
    errors = {m.get("id"): m["error"]["code"] for m in messages if "error" in m}
    assert errors == {1: -32002, None: -32700, 3: -32601}
    assert done.returncode == 1  # stdin closed without shutdown
    clean = subprocess.run([CONTROLSPEC, "lsp"], input=frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}') + rest,
                           capture_output=True, timeout=60)
    assert [m.get("id") for m in read_messages(clean.stdout)] == [1, 4]
    assert clean.returncode == 0
